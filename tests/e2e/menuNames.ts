/** The ten services as menus and navigation name them: title case, acronyms kept (issue 23). */
export const TESTING_NAMES = [
  "Cables",
  "Insulators",
  "H Beam",
  "RSJ Poles",
  "Conductor",
  "PVC Conduit Pipe",
  "Transformers",
  "Transmission Equipment",
  "Porcelain Connector",
  "Energy Meters",
];
