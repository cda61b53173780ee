// Seed article body (Markdown), loaded into the database on first start; the lab edits it on the desk afterwards.
export default `Most internal failures of gas-insulated switchgear (GIS) are preceded by partial discharge (PD): small discharges that bridge only part of the insulation between conductor and enclosure. They do little harm on their first day, but they decompose SF6, erode spacer surfaces and, with a free particle or a loose shield, can end in a flashover that takes out a bay. Measuring PD on energised GIS is the most direct way to find these defects in time.

## Why the UHF method suits GIS

The conventional PD measurement of IEC 60270 expresses discharge magnitude in picocoulombs and needs a coupling capacitor and a quiet, de-energised test circuit. That is how GIS is tested in the factory and at commissioning, but it is not practical in a running substation.

Inside a GIS enclosure a discharge produces a current pulse lasting a nanosecond or less. Its electromagnetic energy extends into the ultra-high-frequency range and travels along the coaxial busbar as it would in a waveguide. Sensors tuned to roughly 300 MHz to 1.5 GHz pick it up, either internal couplers fitted by the manufacturer or external sensors placed on barrier windows and on the exposed edges of cast-resin spacers. Because corona from overhead lines and most outdoor interference sits at much lower frequencies, the UHF band gives a good signal-to-noise ratio in a live substation. IEC 62478 describes these electromagnetic and acoustic methods.

UHF readings are not calibrated in picocoulombs. Before a survey we therefore verify sensitivity: a known pulse is injected through one sensor and detected at the neighbouring ones, which shows that a discharge of a relevant size anywhere between them would have been seen.

## Reading phase-resolved patterns

Each PD pulse is recorded with its amplitude and the phase of the power-frequency voltage at which it occurred. Accumulated over many cycles, the phase-resolved PD pattern is characteristic of the kind of defect.

| Defect | Typical pattern | Acoustic signal | Concern |
| --- | --- | --- | --- |
| Protrusion on the conductor or enclosure | Pulses near the voltage peak of one polarity, fairly stable | Weak | Moderate; worse under impulse voltages |
| Floating electrode, such as a loose shield | Regular, large pulses of similar amplitude, often in both half-cycles | Often present | High; tends to worsen and produce decomposition products |
| Free metallic particle | Pulses spread over the cycle with irregular amplitude | Strong, bouncing impacts | High; a particle moving onto a spacer can cause flashover |
| Void or delamination in a spacer | Pulses on the rising parts of the voltage wave in both half-cycles | None | High; it leads to treeing in the resin |

Pattern recognition is a guide, not a verdict. We confirm a suspected defect by repeating the measurement, by comparing phases and neighbouring compartments, and by other methods.

## Locating the source

Once a signal is found, the next question is which compartment it comes from. Three techniques narrow it down:

- **Amplitude comparison.** The signal is usually strongest at the sensor nearest the source, although attenuation at spacers and tee-junctions makes this only a first indication.
- **Time of flight.** Two sensors either side of the suspected source are connected to a fast oscilloscope. The difference in arrival time, at about 0.3 m per nanosecond, gives the position along the busbar, often to within a few tens of centimetres.
- **Acoustic measurement.** Contact sensors on the enclosure pick up the mechanical impacts of a bouncing particle and the sound of a discharge. Acoustic signals attenuate strongly across flanges and spacers, which makes them useful for pinpointing within a compartment.

## SF6 gas analysis completes the picture

Discharges break SF6 down into by-products such as SO2 and SOF2, especially in the presence of moisture. A gas sample taken through the compartment's filling valve is analysed on site for moisture (dew point), SF6 purity and decomposition products, with very little gas loss. Raised SO2 in the compartment where UHF and acoustic signals point is strong confirmation of an active defect. The results are compared with the limits of IEC 60480 for gas suitable for re-use and with the manufacturer's values, and the compartment's density record is checked for leaks at the same visit.

## From measurement to decision

A survey report states, for each bay, whether PD was detected, its pattern and likely type, the estimated location, the gas results and a recommendation: no action, repeat measurement at a shorter interval, or an outage for internal inspection. The rules for GIS design and testing are in IEC 62271-203, and our recommendations refer to the manufacturer's maintenance instructions as well.

To plan a survey, send us the single-line diagram of the substation, the GIS make, type and year, the positions of built-in UHF couplers and barrier windows, and any previous PD or gas results. Tell us the operating voltage and load on the day, which compartments have alarms or a history of gas top-ups, and who will escort our team and authorise access to the gas valves.
`;
