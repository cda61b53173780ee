/** Words of the desk's photos page (/desk/photos, role `content`) and of the photos' checks. */
/**
 * The names albums are stored by: a gallery tab's id, "article" (an article's
 * cover or body), or "service:<service id>" (a service's page).
 */
export const ARTICLE_ALBUM = "article";
export const SERVICE_ALBUM_PREFIX = "service:";

export const photoDesk = {
  nav: "Photos",
  title: "Photos",
  heading: "Photos",
  intro:
    "Upload the lab's own photos for the gallery, for articles and for a service's page. The site makes the small and large copies itself and removes the camera's data (place, time, device).",
  upload: {
    heading: "Upload a photo",
    file: "File",
    fileHint: "JPEG, PNG or WebP, up to 15 MB.",
    alt: "Alt text",
    altHint:
      "What the photo shows, for someone who cannot see it (for example: “Engineer setting up the impulse generator in the high voltage hall”).",
    caption: "Caption (optional)",
    where: "Where",
    galleryGroup: "Gallery tabs",
    articleGroup: "Articles",
    article: "An article picture (cover or body)",
    serviceGroup: "Services",
    submit: "Upload",
    chooseAgain: "Choose the file again: a browser never keeps a file after a refusal.",
  },
  /** After an upload: where the photo is seen, each a link to that page. */
  uploadedWhere: {
    gallery: (tab: string) => `See it in the gallery, tab “${tab}”`,
    service: (name: string) =>
      `The page of ${name} (it shows there once you press “Use on the service page” below)`,
    article: "Choose it as a cover or a picture in an article (the article editor)",
  },
  done: {
    uploaded: "The photo is uploaded and on the site.",
    hidden: "The photo is removed from the site's lists. Nothing was deleted.",
    chosen: "The service page now shows this photo instead of its drawing.",
    cleared: "The service page shows its drawing again.",
    drawingHidden: "The drawing is off the gallery. Nothing was deleted.",
    drawingShown: "The drawing is back in the gallery.",
  },
  albums: {
    heading: "Photos on the site",
    empty: "No photos uploaded yet.",
    galleryTab: (caption: string) => `Gallery: ${caption}`,
    article: "Article pictures",
    service: (name: string) => `Service: ${name}`,
    uploadedBy: (date: string) => `Uploaded ${date}`,
  },
  actions: {
    hide: "Remove from gallery",
    useOnService: "Use on the service page",
    onService: "Shown on the service page.",
    useDrawing: "Show the drawing again",
    showInGallery: "Show in the gallery again",
  },
  drawings: {
    heading: "The gallery's drawings",
    intro:
      "The drawings the site started with. Once your own photos are in a tab, take the drawings you no longer want off the gallery; you can bring any of them back.",
    tab: (caption: string) => `Gallery: ${caption}`,
    offSite: "Not on the site",
  },
  errors: {
    noSuchDrawing: "There is no such drawing in the gallery.",
    noAlt: "Describe the photo in the alt text.",
    altTooLong: (max: number) => `The alt text is too long (at most ${max} characters).`,
    captionTooLong: (max: number) => `The caption is too long (at most ${max} characters).`,
    noAlbum: "Choose where the photo goes.",
    noFile: "Choose a photo to upload.",
    tooLarge: "This file is too large (at most 15 MB).",
    notPhoto: "This file is not a JPEG, PNG or WebP photo.",
    unreadable: "This file could not be read as a picture.",
    tooManyPixels: "This picture has too many pixels (at most 50 megapixels).",
    tooLong: (side: number) =>
      `This picture is too tall or too wide (at most ${side.toLocaleString("en-IN")} pixels on a side). Make it smaller and upload it again.`,
    tooNarrow: (ratio: number) =>
      `This picture is a very thin strip (more than ${ratio} times as long as it is wide). Crop it and upload it again.`,
    unchecked:
      "This picture could not be processed in time. Save it as a JPEG and upload it again.",
    noSuchPhoto: "That photo is not on the desk any more.",
    notServicePhoto: "Only a photo uploaded for a service can be shown on its page.",
    unknownAction: "The desk did not understand that button.",
  },
};
