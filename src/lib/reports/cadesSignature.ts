import { createHash } from "node:crypto";
import forge from "node-forge";
import { Signer } from "@signpdf/utils";

/**
 * The CMS of a PAdES signature (SubFilter ETSI.CAdES.detached, ETSI EN 319
 * 122-1 baseline B): a detached SignedData over the PDF's byte range whose
 * signed attributes are the content type, the message digest (SHA-256) and
 * the signing certificate (ESS signing-certificate-v2, which CAdES requires
 * and @signpdf/signer-p12 does not write); no signing-time attribute (PAdES
 * takes the time from the signature dictionary's /M). RSA keys.
 *
 * Who holds the key is not this module's business: `signAttributes` gets the
 * DER of the signed attributes and answers the RSA PKCS #1 v1.5 signature of
 * their SHA-256. Today the lab's PKCS#12 key signs them in the worker
 * (lib/reports/sealPdf.ts); a signatory's USB token or a remote signing
 * service could sign the same bytes (docs/decisions.md, issue 48).
 */

const { asn1 } = forge;
type Asn1 = forge.asn1.Asn1;

const OID = {
  data: "1.2.840.113549.1.7.1",
  signedData: "1.2.840.113549.1.7.2",
  sha256: "2.16.840.1.101.3.4.2.1",
  rsaEncryption: "1.2.840.113549.1.1.1",
  contentType: "1.2.840.113549.1.9.3",
  messageDigest: "1.2.840.113549.1.9.4",
  signingCertificateV2: "1.2.840.113549.1.9.16.2.47",
} as const;

export type SignAttributes = (signedAttributes: Uint8Array) => Promise<Uint8Array> | Uint8Array;

export interface SealSigningKey {
  /** DER certificates: the signer's first, then its chain up to (and with) the root, if given. */
  certificates: Uint8Array[];
  signAttributes: SignAttributes;
}

const bin = (bytes: Uint8Array) => Buffer.from(bytes).toString("binary");
const seq = (items: Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, items);
const set = (items: Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, items);
const oid = (id: string) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
const octets = (bytes: Uint8Array) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bin(bytes));
const int = (n: number) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(n).getBytes());
const nul = () => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, "");
const der = (node: Asn1) => Buffer.from(asn1.toDer(node).getBytes(), "binary");
const fromDer = (bytes: Uint8Array) => asn1.fromDer(bin(bytes));
const attribute = (type: string, value: Asn1) => seq([oid(type), set([value])]);

/** A certificate's issuer and serial number, copied from its own DER (never re-encoded). */
function issuerAndSerial(certificate: Uint8Array): Asn1 {
  const tbs = (fromDer(certificate).value as Asn1[])[0]!;
  const fields = tbs.value as Asn1[];
  const first = fields[0]!.tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  return seq([fields[first + 2]!, fields[first]!]);
}

/** DER's SET OF: its elements in the order of their encodings. */
function derSetOf(elements: Asn1[]): { node: Asn1; encoded: Buffer } {
  const sorted = elements.map(der).sort(Buffer.compare);
  const node = set(sorted.map((e) => fromDer(e)));
  return { node, encoded: der(node) };
}

/** The CMS (DER) of a detached CAdES signature over `content`. */
export async function cadesDetached(content: Uint8Array, key: SealSigningKey): Promise<Buffer> {
  const [signerCertificate] = key.certificates;
  if (!signerCertificate) throw new Error("The seal has no certificate.");
  const digest = createHash("sha256").update(content).digest();
  const certHash = createHash("sha256").update(signerCertificate).digest();
  // ESSCertIDv2 with SHA-256 (the default hash algorithm, so not written).
  const signingCertificate = seq([seq([seq([octets(certHash)])])]);
  const signed = derSetOf([
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, octets(digest)),
    attribute(OID.signingCertificateV2, signingCertificate),
  ]);
  const signature = await key.signAttributes(signed.encoded);
  // The same attributes as [0] IMPLICIT in the SignerInfo.
  const signedAttrs = asn1.create(
    asn1.Class.CONTEXT_SPECIFIC,
    0,
    true,
    signed.node.value as Asn1[],
  );
  const signerInfo = seq([
    int(1),
    issuerAndSerial(signerCertificate),
    seq([oid(OID.sha256)]),
    signedAttrs,
    seq([oid(OID.rsaEncryption), nul()]),
    octets(signature),
  ]);
  const signedData = seq([
    int(1),
    set([seq([oid(OID.sha256)])]),
    seq([oid(OID.data)]),
    asn1.create(
      asn1.Class.CONTEXT_SPECIFIC,
      0,
      true,
      key.certificates.map((c) => fromDer(c)),
    ),
    set([signerInfo]),
  ]);
  return der(
    seq([oid(OID.signedData), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData])]),
  );
}

/** @signpdf's Signer: the byte range @signpdf/signpdf hands over, signed as CAdES. */
export class CadesSigner extends Signer {
  constructor(private readonly key: SealSigningKey) {
    super();
  }

  override async sign(pdf: Buffer): Promise<Buffer> {
    return cadesDetached(pdf, this.key);
  }
}
