import { serviceNotFound } from "@/content/pages";
import {
  findService,
  findSubService,
  serviceHref,
  serviceName,
  serviceWorkName,
  subServiceName,
  subServiceHref,
} from "@/content/services";
import type { Service, SubService } from "@/content/types";
import { pageHead, unlistedPage, type PageHead } from "@/lib/seo";
import { firstParam } from "@/lib/params";

/** The id of the enquiry on a service's page, so a link can open it. */
export const SERVICE_ENQUIRY_ANCHOR = "enquiry";

export type ServiceSelection =
  | { kind: "index" }
  | { kind: "service"; service: Service }
  | { kind: "sub"; service: Service; sub: SubService }
  | { kind: "missing" };

/** Resolves ?id= and ?subId= case-insensitively against the catalogue. */
export function selectService(params: URLSearchParams): ServiceSelection {
  const id = firstParam(params.get("id"));
  const subId = firstParam(params.get("subId"));
  if (!id) return { kind: "index" };
  const service = findService(id);
  if (!service) return { kind: "missing" };
  if (!subId) return { kind: "service", service };
  const sub = findSubService(service, subId);
  return sub ? { kind: "sub", service, sub } : { kind: "missing" };
}

export function serviceHead(
  selection: ServiceSelection,
  fallback: Parameters<typeof pageHead>[0],
): PageHead {
  switch (selection.kind) {
    case "service":
      return pageHead({
        title: serviceWorkName(selection.service),
        description: selection.service.description,
        path: serviceHref(selection.service),
      });
    case "sub":
      return pageHead({
        title: `${subServiceName(selection.sub)} | ${serviceName(selection.service)}`,
        description: selection.sub.description,
        path: subServiceHref(selection.service, selection.sub),
      });
    case "missing":
      return unlistedPage(serviceNotFound.heading);
    default:
      return pageHead(fallback);
  }
}
