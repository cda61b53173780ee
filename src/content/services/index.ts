/**
 * The service catalogue: ten testing services in the order the site lists them,
 * plus the training and on-site entries the header menu links to. One module
 * per service in this folder; adding a service is its module, its id in ids.ts
 * and its line below (services.test.ts checks the three agree and that its
 * pictures exist).
 */
import { serviceName } from "../menuNames";
import { serviceKindWords } from "../serviceWords";
import type { Service, SubService } from "../types";
import type { CatalogueService } from "./types";
import { cableFaultLocator } from "./cable-fault-locator";
import { cables } from "./cables";
import { conductor } from "./conductor";
import { ctPtTesting } from "./ct-pt-testing";
import { energyMeters } from "./energy-meters";
import { hBeam } from "./h-beam";
import { hiPotTesting } from "./hi-pot-testing";
import { insulators } from "./insulators";
import { iso17020 } from "./iso-17020";
import { iso9001 } from "./iso-9001";
import { iso17025 } from "./iso-iec-is-17025";
import { porcelainConnector } from "./porcelain-connector";
import { pvcConduitPipe } from "./pvc-conduit-pipe";
import { relayTesting } from "./relay-testing";
import { rsjPoles } from "./rsj-poles";
import { sfraTesting } from "./sfra-testing";
import { tanDeltaTesting } from "./tan-delta-testing";
import { transformerTesting } from "./transformer-testing";
import { transformers } from "./transformers";
import { transmissionEquipment } from "./transmission-equipment";

export { serviceIds, type ServiceId } from "./ids";
export { serviceName, subServiceName } from "../menuNames";
export type { CatalogueService } from "./types";

/** The ten testing services, in the order the site lists them (the order of serviceIds). */
export const services: CatalogueService[] = [
  cables,
  insulators,
  hBeam,
  rsjPoles,
  conductor,
  pvcConduitPipe,
  transformers,
  transmissionEquipment,
  porcelainConnector,
  energyMeters,
];

/* ------------------------------------------------------------------ header menus */

const training = [iso9001, iso17025, iso17020];
const onSiteTesting = [
  transformerTesting,
  relayTesting,
  tanDeltaTesting,
  sfraTesting,
  hiPotTesting,
  cableFaultLocator,
  ctPtTesting,
];

/** Training entries of the header's Service dropdown; each links to /service-details?id={name}. */
export const trainingMenu: string[] = training.map((s) => s.title);

/** On-site testing entries of the header's Service dropdown; each links to /service-details?id={name}. */
export const onSiteTestingMenu: string[] = onSiteTesting.map((s) => s.title);

/**
 * Entries the header menu links to (training and on-site testing) that are not part of the ten-service
 * catalogue. They render on /service-details like any other service.
 */
export const supplementaryServices: Service[] = [...training, ...onSiteTesting];

/** Every service that /service-details can show: the catalogue first, then the menu-only entries. */
export const allServices: Service[] = [...services, ...supplementaryServices];

/* ------------------------------------------------------------------ lookups and links */

const normalise = (value: string): string => value.trim().toLowerCase();

/**
 * What a service's page calls the work: "Transformers Testing", but "Relay
 * Testing", "Cable Fault Locator" and "ISO 9001" as they are (no doubled word).
 */
export function serviceWorkName(service: Pick<Service, "title">): string {
  const name = serviceName(service);
  return /\b(testing|locator)$/i.test(name) || /^ISO\b/.test(name) ? name : `${name} Testing`;
}

/** The heading of the enquiry form on a service's page, in the words of its kind. */
export const serviceEnquiryHeading = (service: Pick<Service, "title" | "kind">) =>
  serviceKindWords[service.kind].enquiry(serviceWorkName(service), serviceName(service));

/**
 * The service whose title matches `id` case-insensitively (surrounding spaces ignored).
 * The ten catalogue services are searched before the supplementary ones.
 */
export function findService(id: string | undefined): Service | undefined {
  if (id === undefined) return undefined;
  const wanted = normalise(id);
  if (wanted === "") return undefined;
  return (
    services.find((s) => normalise(s.title) === wanted) ??
    supplementaryServices.find((s) => normalise(s.title) === wanted)
  );
}

/** The sub-service of `service` whose title matches `subId` case-insensitively (surrounding spaces ignored). */
export function findSubService(
  service: Service,
  subId: string | undefined,
): SubService | undefined {
  if (subId === undefined) return undefined;
  const wanted = normalise(subId);
  if (wanted === "") return undefined;
  return service.subServices.find((sub) => normalise(sub.title) === wanted);
}

/** Link to a service's detail page. */
export function serviceHref(s: Service): string {
  return `/service-details?id=${encodeURIComponent(s.title)}`;
}

/** Link to a sub-service's detail view. */
export function subServiceHref(s: Service, sub: SubService): string {
  return `/service-steps?id=${encodeURIComponent(s.title)}&subId=${encodeURIComponent(sub.title)}`;
}
