/** Today's date in India (YYYY-MM-DD), the lab's time zone. Kept apart from the schemas so forms use it without loading zod. */
export { todayInKolkata } from "@/lib/clock";
