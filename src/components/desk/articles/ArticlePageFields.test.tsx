import { act, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { articlePageDesk as words } from "@/content/articlePageDesk";
import { MAX_META_DESCRIPTION } from "@/lib/articles/pageFields";
import ArticlePageFields from "./ArticlePageFields";

const fields = (
  <ArticlePageFields
    values={{ slug: "", author: "", metaDescription: "" }}
    errors={{}}
    addressPrefix="/blog-details?id="
    accountName="Anita"
    everPublic={false}
  />
);

it("counts a description typed before the editor's code arrived, and then as it is typed", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(fields);
  document.body.append(container);
  const description = () => within(container).getByLabelText(words.metaDescription);
  await userEvent.type(description(), "Key gases in oil");

  const root = await act(async () => hydrateRoot(container, fields));
  expect(within(container).getByText(words.count(16, MAX_META_DESCRIPTION))).toBeVisible();
  await userEvent.type(description(), ", read");
  expect(within(container).getByText(words.count(22, MAX_META_DESCRIPTION))).toBeVisible();
  act(() => root.unmount());
  container.remove();
});
