import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { createRequestDoor, type DoorRequest } from "./requestsAtOnce";

/** A Node response as far as the door uses it: what it was answered, and its close. */
class Answer extends EventEmitter {
  status: number | undefined;
  headers: Record<string, string> = {};
  text: string | undefined;
  writeHead(status: number, headers: Record<string, string>) {
    this.status = status;
    this.headers = headers;
  }
  end(text: string) {
    this.text = text;
  }
}

const post = (from: string, method = "POST"): DoorRequest => ({
  method,
  headers: { "x-forwarded-for": from },
  socket: { remoteAddress: "127.0.0.1" },
});

const door = () =>
  createRequestDoor({ perClient: 2, retryAfterSeconds: 1, trustedHops: 1, refusal: "Wait" });

describe("each client's share of the requests answered at once", () => {
  it("answers one more post from the same client 429 with Retry-After, before the site sees it", () => {
    const gate = door();
    const first = new Answer();
    const second = new Answer();
    expect(gate.admit(post("203.0.113.66"), first)).toBe(true);
    expect(gate.admit(post("203.0.113.66"), second)).toBe(true);
    const third = new Answer();
    expect(gate.admit(post("203.0.113.66", "PUT"), third)).toBe(false);
    expect(third).toMatchObject({ status: 429, text: "Wait" });
    expect(third.headers["Retry-After"]).toBe("1");
    expect(first.status).toBeUndefined();
  });

  it("lets other clients in meanwhile, an IPv6 client counted by its /64", () => {
    const gate = door();
    for (let i = 0; i < 2; i++) gate.admit(post(`2001:db8:1:2::${i + 1}`), new Answer());
    expect(gate.admit(post("2001:db8:1:2::ff"), new Answer())).toBe(false);
    expect(gate.admit(post("2001:db8:1:3::1"), new Answer())).toBe(true);
    expect(gate.admit(post("198.51.100.9"), new Answer())).toBe(true);
  });

  it("gives the place back when an answer ends", () => {
    const gate = door();
    const answers = [new Answer(), new Answer()];
    for (const answer of answers) gate.admit(post("203.0.113.66"), answer);
    answers[0]!.emit("close");
    expect(gate.admit(post("203.0.113.66"), new Answer())).toBe(true);
  });

  it("never counts a page being read: a browser asks for its pictures and scripts together", () => {
    const gate = door();
    for (let i = 0; i < 50; i++)
      expect(gate.admit(post("203.0.113.66", i % 2 ? "GET" : "HEAD"), new Answer())).toBe(true);
  });
});
