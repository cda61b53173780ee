import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The digital seal's tests and bench:reports make their own certificate with openssl, as a
 * certifying authority would issue one: a self-signed CA, and a document
 * signer certificate it signs, exported with the CA as a PKCS#12 file with a
 * password (in a file of its own, as REPORT_SEAL_PASSWORD_FILE names it).
 */

export const SEAL_SUBJECT = "Malwa Electrotest Document Signer";
export const SEAL_PASSWORD = "seal-test-password";

export interface SealCertificateFiles {
  p12Path: string;
  passwordFile: string;
  /** The CA's certificate (PEM), for a check that trusts it. */
  caPath: string;
}

const openssl = (args: string[]) => execFileSync("openssl", args, { stdio: "pipe" });

/** A CA and a document signer certificate valid for `days` from now. */
export function makeSealCertificate(dir: string, days = 30): SealCertificateFiles {
  mkdirSync(dir, { recursive: true });
  const at = (name: string) => join(dir, name);
  openssl([
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    at("ca.key"),
    "-out",
    at("ca.pem"),
    "-days",
    "60",
    "-subj",
    "/C=IN/O=Test Certifying Authority/CN=Test CA for the seal",
    "-addext",
    "basicConstraints=critical,CA:true",
    "-addext",
    "keyUsage=critical,keyCertSign,cRLSign",
  ]);
  openssl([
    "req",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    at("signer.key"),
    "-out",
    at("signer.csr"),
    "-subj",
    `/C=IN/O=Malwa Electrotest/CN=${SEAL_SUBJECT}`,
  ]);
  writeFileSync(
    at("signer.ext"),
    "basicConstraints=CA:false\nkeyUsage=critical,digitalSignature,nonRepudiation\n",
  );
  openssl([
    "x509",
    "-req",
    "-in",
    at("signer.csr"),
    "-CA",
    at("ca.pem"),
    "-CAkey",
    at("ca.key"),
    "-CAcreateserial",
    "-out",
    at("signer.pem"),
    "-extfile",
    at("signer.ext"),
    "-days",
    String(days),
  ]);
  openssl([
    "pkcs12",
    "-export",
    "-inkey",
    at("signer.key"),
    "-in",
    at("signer.pem"),
    "-certfile",
    at("ca.pem"),
    "-out",
    at("seal.p12"),
    "-passout",
    `pass:${SEAL_PASSWORD}`,
  ]);
  writeFileSync(at("seal.password"), `${SEAL_PASSWORD}\n`, { mode: 0o600 });
  return { p12Path: at("seal.p12"), passwordFile: at("seal.password"), caPath: at("ca.pem") };
}
