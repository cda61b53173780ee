import { describe, expect, it } from "vitest";
import { openDatabase } from "./connection";
import { storeOf, currentStore, withStore, writeTogether } from "./store";

const fresh = () => storeOf(openDatabase(":memory:"));

const addWords = (words: string) =>
  currentStore().insertInto("scope_search_words").values({ words }).execute();
const wordsLike = async (prefix: string) =>
  (
    await currentStore()
      .selectFrom("scope_search_words")
      .select("words")
      .where("words", "like", `${prefix}%`)
      .execute()
  ).map((r) => r.words);

describe("the async store over node:sqlite", () => {
  it("inserts, returns the new row and reads it back", async () => {
    const store = fresh();
    const row = await store
      .insertInto("scope_search_words")
      .values({ words: "bdv = breakdown voltage" })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(row.words).toBe("bdv = breakdown voltage");
    const read = await store
      .selectFrom("scope_search_words")
      .select("words")
      .where("id", "=", row.id)
      .execute();
    expect(read).toEqual([{ words: "bdv = breakdown voltage" }]);
  });

  it("gives each piece of work the store it was given, without passing it", async () => {
    const [one, two] = [fresh(), fresh()];
    await withStore(one, () => addWords("zzq one"));
    await withStore(two, () => addWords("zzq two"));
    expect(await withStore(one, () => wordsLike("zzq"))).toEqual(["zzq one"]);
    expect(await withStore(two, () => wordsLike("zzq"))).toEqual(["zzq two"]);
  });

  it("stores all of a transaction or nothing, and a store function inside it is part of it", async () => {
    const store = fresh();
    await withStore(store, async () => {
      await expect(
        writeTogether(async () => {
          await addWords("zzq rolled back");
          expect(await wordsLike("zzq")).toEqual(["zzq rolled back"]);
          throw new Error("stop");
        }),
      ).rejects.toThrow("stop");
      expect(await wordsLike("zzq")).toEqual([]);
    });
  });

  it("joins an open transaction instead of starting another", async () => {
    const store = fresh();
    await withStore(store, () =>
      writeTogether(async () => {
        await addWords("zzq outer");
        await writeTogether(() => addWords("zzq inner"));
      }),
    );
    expect(await withStore(store, () => wordsLike("zzq"))).toEqual(["zzq outer", "zzq inner"]);
  });

  it("keeps another request's query out of an open transaction until it ends", async () => {
    const store = fresh();
    const seen: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await withStore(store, async () => {
      const writing = writeTogether(async () => {
        await addWords("zzq ir");
        await held;
        seen.push("committed");
      });
      const reading = withStore(store, () => wordsLike("zzq")).then((rows) =>
        seen.push(`read ${rows.join()}`),
      );
      release();
      await Promise.all([writing, reading]);
    });
    expect(seen).toEqual(["committed", "read zzq ir"]);
  });

  it("binds true and false as 1 and 0", async () => {
    const { sql } = await import("kysely");
    const row = await sql<{
      yes: number;
      no: number;
    }>`SELECT ${true} AS yes, ${false} AS no`.execute(fresh());
    expect(row.rows).toEqual([{ yes: 1, no: 0 }]);
  });
});
