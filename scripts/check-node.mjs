// Fails loudly when an npm script runs on anything but the project's pinned Node 24
// (calling ./node_modules/.bin/<tool> directly bypasses the pin).
const major = Number(process.versions.node.split(".")[0]);
if (major !== 24) {
  console.error(
    `\n✖ This project runs on Node 24 (pinned as the npm package "node"); got ${process.version}.\n` +
      "  Run it through npm (npm run …, npx …) after npm install, or run `npm rebuild node`.\n",
  );
  process.exit(1);
}
