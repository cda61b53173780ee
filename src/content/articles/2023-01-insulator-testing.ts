// Seed article body (Markdown), loaded into the database on first start; the lab edits it on the desk afterwards.
export default `An overhead line insulator has two jobs that never stop: it must hold the conductor against wind, ice and conductor tension, and it must keep the line voltage from reaching the support through rain, dust, bird droppings and industrial pollution. The test standards follow the same split. Every insulator type is checked for electrical withstand and for mechanical strength, and the tests are arranged so that a weak design, a bad batch and a single bad unit are each caught at the right stage.

## The standards and what they cover

| Insulator | Main standards | Typical use |
| --- | --- | --- |
| Porcelain and glass cap-and-pin discs | IEC 60383-1, IS 731, IEC 60305 for dimensions | Suspension and tension strings, 11 kV to EHV |
| Porcelain pin and post insulators | IS 731, IEC 60383-1 | 11 kV and 33 kV distribution lines |
| Composite suspension and tension (long-rod) insulators | IEC 61109, with IEC 62217 for the polymer tests | Strings on distribution and transmission lines |
| Composite line post and pin insulators | IEC 61952, with IEC 62217 | 11 kV and 33 kV distribution lines |
| LT shackle and stay insulators | IS 1445, IS 5300 | LT lines, service connections and stay wires |

IEC 60383-1 and IS 731 deal with ceramic and glass insulators for lines above 1000 V. IEC 61109 deals with composite insulators, which have a glass-fibre reinforced resin core, a silicone-rubber or similar polymer housing and crimped metal end fittings. Because the failure modes are different, so are the tests.

## Type, sample and routine tests

The standards use three categories, and IEC 61109 adds design tests for composite insulators:

1. **Type tests** prove a design once: dry lightning impulse withstand and wet power-frequency withstand for the electrical side, and mechanical tests on the design. For composite insulators, the design tests on the core, the housing and the interface with the end fittings come first.
2. **Sample tests** are done on units drawn at random from each lot offered for acceptance, in a set sequence, and decide whether the lot is accepted.
3. **Routine tests** are done on every unit in production: visual inspection and a mechanical routine test, plus an electrical routine test for porcelain string units.

## The main tests and what a failure points to

### Power-frequency withstand, dry and wet

The insulator is mounted as in service and the voltage is raised to the specified level and held for one minute, first dry and then under artificial rain of specified conductivity and rate. A flashover in the wet test, with the dry test passed, usually points to too little creepage or an unsuitable shed profile for the rated voltage.

### Lightning impulse withstand

A standard 1.2/50 microsecond impulse is applied in both polarities. This is a type test that checks the arcing distance and the design of the shed and fittings; it does not usually vary from lot to lot.

### Temperature cycle

Ceramic insulators are moved between hot and cold water baths several times and then checked for cracks and, usually, put through the mechanical test. Failures point to a mismatch between glaze, body, cement and metal parts, or to poor assembly.

### Mechanical and electromechanical failing load

Pin and post insulators are loaded in bending until failure. Cap-and-pin discs are tested electromechanically: tensile load and power-frequency voltage are applied together, which reveals cracks and voids that a purely mechanical test can miss. Low values point to weak porcelain, poor cementing or defective pins.

### Porosity and puncture

Fragments of broken porcelain are held in an alcoholic fuchsin dye under pressure and then broken again; any dye inside means the body was under-fired and will absorb moisture. The puncture test checks that the insulation through the porcelain is stronger than the flashover path around it.

### Composite insulators: specified mechanical load and the core

For composite insulators the specified mechanical load (SML) is the critical rating. Every unit gets a routine tensile test at 50 % of SML for at least 10 seconds, and sample units must reach the SML in a controlled load ramp without failing. A unit that fails below the SML usually has a crimping defect at the end fitting. The design tests on the core, dye penetration and water diffusion, and the 1000-hour tracking and erosion test on the housing matter for long-term behaviour: a core that absorbs water is exposed to brittle fracture, a failure that can drop a conductor.

### Galvanising

Caps, pins and end fittings are checked for the mass and uniformity of the zinc coating. Thin galvanising will rust within a few monsoons in a polluted area.

## What to prepare for acceptance testing

Insulator lots are tested against the sampling plan of the standard and the purchaser's technical specification, so we need both. Send the purchase order or tender specification with its guaranteed technical particulars, the approved drawing with dimensions, creepage distance and tolerances, the lot size and the lot numbers, and the type test report of the design. Mark the samples with their lot number, pack them so that sheds and glaze are not chipped in transit, and send spare units where the sampling plan allows a retest.
`;
