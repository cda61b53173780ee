import { readFileSync, statSync } from "node:fs";
import forge from "node-forge";
import { registerDesk } from "@/content/reports";
import { serverEnv } from "@/lib/env/server";
import { formatLongDateIN, indiaDateOf } from "@/lib/format";

/**
 * The lab's document-signing certificate (README "Digital seal"): a PKCS#12
 * file (REPORT_SEAL_P12) and the file holding its password
 * (REPORT_SEAL_PASSWORD_FILE). Read when first needed and again whenever
 * either file changes (a renewed certificate needs no restart); never
 * throws: a setting that cannot be used is a state with its problem in words,
 * which the server's log says at start and the desk says on the register.
 */

const words = registerDesk.seal.problems;

export interface SealSettings {
  p12Path: string;
  passwordFile: string;
}

/** The key and certificates the seal signs with, and how the certificate names its holder. */
export interface SealKeyMaterial {
  keyPem: string;
  /** DER: the document signer's certificate first, then the rest of the file's chain. */
  certificates: Uint8Array[];
  /** The certificate's subject (its common name, else its organisation). */
  subject: string;
  notBefore: Date;
  notAfter: Date;
}

export type SealState =
  | { state: "off" }
  | { state: "broken"; problem: string }
  | { state: "ready"; material: SealKeyMaterial };

let overridden: SealSettings | null | undefined;

/** Tests only: the seal's settings, instead of the environment's (null: none). */
export function setSealSettingsForTests(settings: SealSettings | null | undefined): void {
  overridden = settings;
  cached = undefined;
}

const configured = (): SealSettings | null =>
  overridden !== undefined
    ? overridden
    : !serverEnv.REPORT_SEAL_P12 && !serverEnv.REPORT_SEAL_PASSWORD_FILE
      ? null
      : { p12Path: serverEnv.REPORT_SEAL_P12, passwordFile: serverEnv.REPORT_SEAL_PASSWORD_FILE };

let cached: { stamp: string; loaded: SealState } | undefined;

/** Where the lab's seal stands now (a certificate that expired since start is "broken" from then on). */
export function sealState(now: Date = new Date()): SealState {
  const settings = configured();
  if (!settings) return { state: "off" };
  if (!settings.p12Path || !settings.passwordFile)
    return { state: "broken", problem: words.onlyOne };
  const stamp = fileStamp(settings);
  if (!cached || cached.stamp !== stamp) cached = { stamp, loaded: loadSeal(settings) };
  const { loaded } = cached;
  if (loaded.state !== "ready") return loaded;
  const day = (d: Date) => formatLongDateIN(indiaDateOf(d));
  if (now > loaded.material.notAfter)
    return { state: "broken", problem: words.expired(day(loaded.material.notAfter)) };
  if (now < loaded.material.notBefore)
    return { state: "broken", problem: words.notYet(day(loaded.material.notBefore)) };
  return loaded;
}

function fileStamp({ p12Path, passwordFile }: SealSettings): string {
  const of = (path: string) => {
    try {
      const s = statSync(path);
      return `${s.mtimeMs}:${s.size}`;
    } catch {
      return "missing";
    }
  };
  return `${p12Path}=${of(p12Path)};${passwordFile}=${of(passwordFile)}`;
}

function readSetting(setting: string, path: string): Buffer | string {
  try {
    return readFileSync(path);
  } catch {
    return words.unreadableFile(setting, path);
  }
}

/** Opens the PKCS#12 with its password: the RSA key and the certificate that matches it first. */
export function loadSeal({ p12Path, passwordFile }: SealSettings): SealState {
  const p12 = readSetting("REPORT_SEAL_P12", p12Path);
  if (typeof p12 === "string") return { state: "broken", problem: p12 };
  const passwordBytes = readSetting("REPORT_SEAL_PASSWORD_FILE", passwordFile);
  if (typeof passwordBytes === "string") return { state: "broken", problem: passwordBytes };
  // The file's one line; a newline an editor adds at its end is not part of the password.
  const password = passwordBytes.toString("utf8").replace(/\r?\n$/, "");
  let pfx: forge.pkcs12.Pkcs12Pfx;
  try {
    pfx = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString("binary")), false, password);
  } catch {
    return { state: "broken", problem: words.password };
  }
  const bags = (type: string) => pfx.getBags({ bagType: type })[type] ?? [];
  const key = [...bags(forge.pki.oids.pkcs8ShroudedKeyBag!), ...bags(forge.pki.oids.keyBag!)].find(
    (b) => b.key,
  )?.key;
  const certificates = bags(forge.pki.oids.certBag!).flatMap((b) => (b.cert ? [b.cert] : []));
  const own = key
    ? certificates.find((c) => {
        const pub = c.publicKey as forge.pki.rsa.PublicKey;
        return pub.n?.equals(key.n) && pub.e?.equals(key.e);
      })
    : undefined;
  if (!key || !own) return { state: "broken", problem: words.noKey };
  const toDer = (c: forge.pki.Certificate) =>
    new Uint8Array(
      Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(c)).getBytes(), "binary"),
    );
  const attribute = (name: string) => own.subject.getField(name)?.value as string | undefined;
  return {
    state: "ready",
    material: {
      keyPem: forge.pki.privateKeyToPem(key),
      certificates: [own, ...certificates.filter((c) => c !== own)].map(toDer),
      subject:
        attribute("CN") ?? attribute("O") ?? own.subject.attributes.map((a) => a.value).join(", "),
      notBefore: own.validity.notBefore,
      notAfter: own.validity.notAfter,
    },
  };
}

/** One line for the server's log at start: on, off, or what is wrong. */
export function sealStartLine(state: SealState = sealState()): string {
  const seal = registerDesk.seal;
  if (state.state === "off") return `Digital seal: off. ${seal.off}`;
  if (state.state === "broken") return `Digital seal: NOT USABLE. ${seal.broken(state.problem)}`;
  const until = formatLongDateIN(indiaDateOf(state.material.notAfter));
  return `Digital seal: on. ${seal.on(state.material.subject, until)}`;
}
