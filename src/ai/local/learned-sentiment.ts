/**
 * The sentiment model with what the analyzer learned: the admin's corrections
 * and the providers' answers (ai_training_examples), trained once per loaded
 * set of examples, like the category model's learned counts.
 */
import { SENTIMENTS, type Sentiment } from "../../shared/constants.js";
import type { LearnedExamples } from "../learning/training-examples.js";
import { sentimentModelWith, type SentimentModel } from "./classify-sentiment.js";

let last: { examples: LearnedExamples; model: SentimentModel | undefined } | null = null;

/** The model trained with the labelled examples, or undefined (the shipped model) when none carries a sentiment. */
export function learnedSentimentModel(learned: LearnedExamples | undefined): SentimentModel | undefined {
  if (!learned) return undefined;
  if (last?.examples === learned) return last.model;
  const examples = learned.examples.flatMap((example) =>
    isSentiment(example.sentiment) ? [{ text: `${example.title}\n${example.text}`, sentiment: example.sentiment }] : [],
  );
  const model = examples.length > 0 ? sentimentModelWith(examples) : undefined;
  last = { examples: learned, model };
  return model;
}

function isSentiment(value: string | null): value is Sentiment {
  return (SENTIMENTS as readonly string[]).includes(value ?? "");
}
