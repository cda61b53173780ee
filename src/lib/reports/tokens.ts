import { randomBytes, randomInt } from "node:crypto";

/** The QR's token: 144 random bits, so neither a ULR nor a guess ever opens a report. */
export const newVerifyToken = () => randomBytes(18).toString("base64url");
export const isVerifyToken = (value: string) => /^[A-Za-z0-9_-]{24}$/.test(value);

/** Printed beside the QR: no 0/O, 1/I/L, so it can be read off paper and typed. */
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CODE_LENGTH = 8;

export function newVerifyCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** What a person typed as the code: case and spaces do not matter. */
export const normaliseCode = (text: string) => text.toUpperCase().replace(/[\s-]/g, "");
