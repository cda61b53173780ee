/** The result pages' link home, on Hindi pages. */
export const homeLinkHi = "मुख्य पृष्ठ पर लौटें";
