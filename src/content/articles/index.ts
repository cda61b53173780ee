/** The seed articles' bodies (Markdown), keyed by the post ids of content/blog.ts. */
import hvCableDiagnostics from "./2020-06-hv-cable-diagnostics";
import transformerTesting from "./2021-02-transformer-testing-iec-60076";
import ctPtCalibration from "./2021-09-ct-pt-calibration";
import nablIso17025 from "./2022-04-nabl-iso-17025";
import insulatorTesting from "./2023-01-insulator-testing";
import energyMeterAccuracy from "./2023-08-energy-meter-accuracy";
import gisPartialDischarge from "./2024-05-gis-partial-discharge";
import onSiteCalibration from "./2025-03-on-site-calibration";

export const articleBodies: Record<string, string> = {
  "2025-03-on-site-calibration": onSiteCalibration,
  "2024-05-gis-partial-discharge": gisPartialDischarge,
  "2023-08-energy-meter-accuracy": energyMeterAccuracy,
  "2023-01-insulator-testing": insulatorTesting,
  "2022-04-nabl-iso-17025": nablIso17025,
  "2021-09-ct-pt-calibration": ctPtCalibration,
  "2021-02-transformer-testing-iec-60076": transformerTesting,
  "2020-06-hv-cable-diagnostics": hvCableDiagnostics,
};
