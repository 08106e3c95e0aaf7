import { NotFound } from "../components/not-found";
import { StoryView } from "../features/story-page/components/story-view";
import { storyMeta, storyNotFoundMeta } from "../features/story-page/story-meta";
import type { Route } from "./+types/story";
import { loadStory } from "./story.server";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData?.found) return storyNotFoundMeta();
  return storyMeta(loaderData.story, loaderData.publicUrl);
}

/** /storia/{id}: rendered on the server; one-source stories and merged ones redirect, anything else 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadStory(params.id, context);
}

export default function StoryRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFound />;
  return <StoryView key={loaderData.story.id} story={loaderData.story} />;
}
