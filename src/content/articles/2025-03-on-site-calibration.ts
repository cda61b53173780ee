// Seed article body (Markdown), loaded into the database on first start; the lab edits it on the desk afterwards.
export default `A calibration certificate is only as useful as the conditions behind it. When an instrument stays in its panel and the reference standard travels to it, the laboratory has to carry those conditions along: the procedure, the traceability chain, the environmental record and an honest uncertainty budget. Done properly, on-site calibration gives a plant the same confidence as a bench calibration in Indore, without unwiring meters or stopping a line.

## Which instruments suit site calibration

Site calibration works best for instruments that are fixed, numerous or needed every shift. Typical examples are:

- panel voltmeters, ammeters, wattmeters, frequency meters and power factor meters, calibrated in place by injecting voltage and current from a portable calibrator;
- multifunction meters and energy meters on incomers and feeders, checked at several load points and power factors;
- process transmitters and signal conditioners with a 4-20 mA output, and the indicators, recorders and controllers that read them;
- relay test kits, insulation testers, earth resistance testers and clamp meters that a maintenance team uses daily;
- temperature indicators and controllers on ovens, furnaces and transformer panels, checked by simulating the sensor signal.

Some items are better sent to the laboratory. Reference multimeters, standard resistors, working standard energy meters and anything whose accuracy is close to that of our portable standards need the stable temperature and the higher-accuracy references of the laboratory. So do instruments that are already faulty, because repair and adjustment are easier on a bench.

## Keeping the reference traceable away from the laboratory

Every portable standard we take to site is itself calibrated against our laboratory references, which are traceable to national standards at NPL India. Before a site visit the standard is given an intermediate check against the laboratory reference, and it is checked again on return. If the return check shows a shift, the results issued in between are reviewed, which is how ISO/IEC 17025:2017 expects a laboratory to protect the validity of its results.

The standards also travel in padded, closed cases and are switched on and left to stabilise at site before the first measurement, for the warm-up time their makers specify. A calibrator carried from an air-conditioned vehicle into a hot switch room will not read correctly for the first several minutes.

## Controlling conditions at site

A factory floor is not a laboratory. We cannot hold 23 °C, but we can measure and account for what we find:

- temperature and relative humidity are recorded at the instrument at the start and end of the work, and the certificate states them;
- the uncertainty budget for site work includes the larger temperature coefficients of the standard and of the unit under calibration over the range we actually measured;
- the calibrator supplies its own stable voltage and current, so supply fluctuations and harmonics on the plant's mains do not enter the measurement; where an instrument needs auxiliary supply, we check it first;
- stray magnetic fields near busbars and large motors are noted, and the test leads are routed to keep the loop small.

If conditions are outside the limits the procedure allows, for example a panel that is too hot to work near, we stop and agree another time or take the instrument back with us.

## What the certificate says

A site certificate follows the same format as a laboratory one: the identification of the instrument, the method, the reference standards used, the results at each point, the expanded uncertainty and the environmental conditions. It also states that the calibration was carried out at the customer's premises and names the location.

The NABL symbol appears only for parameters and ranges that our scope of accreditation lists for site calibration. The scope of an accredited laboratory shows permanent-facility and site work separately, and a parameter accredited in the laboratory is not automatically accredited at site. If some of your instruments fall outside the site scope, we tell you before the visit, so you can decide whether to send those to the laboratory.

## Planning the visit

A site visit goes quickly when the instruments are listed and accessible. A short schedule agreed in advance lets us bring the right standards and leads, and lets your team plan permits and any brief isolation of a panel.

| What we need | Why |
| --- | --- |
| Instrument list with make, model, range, accuracy class and tag number | To choose standards and calibration points |
| Location of each instrument and access conditions | To plan the order of work and permits |
| Required calibration points, if your procedures specify them | So results match your acceptance criteria |
| Previous certificates | To compare results and spot drift |
| A person who can isolate circuits and issue a permit | So injection can be done safely |

Before our engineers arrive, send us the instrument list, the points your quality system requires and the acceptance limits you apply, and tell us which instruments can be isolated on which day. Keep the previous certificates at hand, arrange the permits and access, and name one person on site who can take decisions if an instrument is found out of tolerance.
`;
