import sharp from "sharp";
const [n, top, height] = process.argv.slice(2);
for (const s of ["", "-visible"]) await sharp(`/tmp/shots/${n}${s}.png`).extract({ left: 0, top: +top, width: (await sharp(`/tmp/shots/${n}.png`).metadata()).width!, height: +height }).toFile(`/tmp/shots/crop-${n}${s}.png`);
