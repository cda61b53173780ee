import type { MenuGroup, ServiceMenuEntry } from "@/content/menuTypes";

export type * from "@/content/menuTypes";

export const isMenuGroup = (entry: ServiceMenuEntry): entry is MenuGroup => "children" in entry;
