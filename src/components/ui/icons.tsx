import { createElement, type SVGProps } from "react";
import {
  ArrowRight as arrowRight,
  BadgeCheck as badgeCheck,
  Briefcase as briefcase,
  Calendar as calendar,
  ChartColumn as chartColumn,
  ChevronDown as chevronDown,
  ChevronLeft as chevronLeft,
  ChevronRight as chevronRight,
  CircleX as circleX,
  ClipboardCheck as clipboardCheck,
  Clock as clock,
  Download as download,
  Gauge as gauge,
  Hourglass as hourglass,
  Info as info,
  LayoutGrid as layoutGrid,
  Mail as mail,
  MapPin as mapPin,
  Menu as menu,
  Phone as phone,
  ShieldCheck as shieldCheck,
  Star as star,
  TriangleAlert as triangleAlert,
  X as x,
  Zap as zap,
  type IconNode,
} from "lucide";

export type IconProps = SVGProps<SVGSVGElement>;

/** Lucide's icon drawings (the framework-free `lucide` package) as plain SVG elements. */
function icon(node: IconNode, name: string) {
  function Icon(props: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
      >
        {node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

/** The icons the site uses, under names that say what they are for. */
export const ArrowRight = /* @__PURE__ */ icon(arrowRight, "ArrowRight");
export const BadgeCheck = /* @__PURE__ */ icon(badgeCheck, "BadgeCheck");
export const Briefcase = /* @__PURE__ */ icon(briefcase, "Briefcase");
export const Calendar = /* @__PURE__ */ icon(calendar, "Calendar");
export const ChartColumn = /* @__PURE__ */ icon(chartColumn, "ChartColumn");
export const ChevronDown = /* @__PURE__ */ icon(chevronDown, "ChevronDown");
export const ChevronLeft = /* @__PURE__ */ icon(chevronLeft, "ChevronLeft");
export const ChevronRight = /* @__PURE__ */ icon(chevronRight, "ChevronRight");
export const CircleX = /* @__PURE__ */ icon(circleX, "CircleX");
export const ClipboardCheck = /* @__PURE__ */ icon(clipboardCheck, "ClipboardCheck");
export const Clock = /* @__PURE__ */ icon(clock, "Clock");
export const Download = /* @__PURE__ */ icon(download, "Download");
export const Gauge = /* @__PURE__ */ icon(gauge, "Gauge");
export const Hourglass = /* @__PURE__ */ icon(hourglass, "Hourglass");
export const Info = /* @__PURE__ */ icon(info, "Info");
export const MenuDots = /* @__PURE__ */ icon(layoutGrid, "MenuDots");
export const Mail = /* @__PURE__ */ icon(mail, "Mail");
export const MapPin = /* @__PURE__ */ icon(mapPin, "MapPin");
export const Menu = /* @__PURE__ */ icon(menu, "Menu");
export const Phone = /* @__PURE__ */ icon(phone, "Phone");
export const ShieldCheck = /* @__PURE__ */ icon(shieldCheck, "ShieldCheck");
export const Star = /* @__PURE__ */ icon(star, "Star");
export const TriangleAlert = /* @__PURE__ */ icon(triangleAlert, "TriangleAlert");
export const X = /* @__PURE__ */ icon(x, "X");
export const Zap = /* @__PURE__ */ icon(zap, "Zap");
