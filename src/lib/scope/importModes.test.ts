describe("the search words on the desk", () => {
  const save = (words: string) =>
    scopePageAction(db, post({ action: "searchWords", words }), QUALITY);

  it("refuses a line with one set of words, says which, and keeps the list", async () => {
    const before = searchWordLines(db);
    const answer = await save("BDV = breakdown voltage\nmegohm");
    expect(answer).toMatchObject({
      status: 400,
      view: { kind: "searchWords", problems: [scopeSearchWordsDesk.problems.single(2)] },
    });
    expect(searchWordLines(db)).toEqual(before);
  });

  it("saves the list, audited with the lines added and removed; the next search uses it", async () => {
    const [first, ...rest] = searchWordLines(db);
    expect(await save([...rest, "  KF =Karl   Fischer "].join("\n"))).toEqual({
      redirect: "/desk/scope?done=wordsSaved",
    });
    expect(searchWordLines(db)).toEqual([...rest, "KF = Karl Fischer"]);
    const audit = db
      .prepare("SELECT who, action, detail FROM desk_audit WHERE action LIKE 'scope search%'")
      .all();
    expect(audit).toEqual([
      {
        who: QUALITY.email,
        action: "scope search words changed",
        detail: `Added: “KF = Karl Fischer”; Removed: “${first}”`,
      },
    ]);
    expect(await save(searchWordLines(db).join("\n"))).toEqual({
      redirect: "/desk/scope?done=wordsUnchanged",
    });
  });
});
