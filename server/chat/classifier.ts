/**
 * The topic classifier: multinomial logistic regression (softmax) over word, word-pair and character n-gram
 * features of a message, trained when the engine starts on the knowledge base's sample questions and keywords
 * and on the training phrasings of server/chat/training (ADR 013).
 *
 * One model serves both languages: the features are the folded words themselves, their stems in each
 * language and their character n-grams, so a question typed in the other language, with a typo or a missing
 * accent, still shares most of its features with the phrasings it resembles. Training is deterministic
 * (seeded shuffle), so the same data always gives the same model.
 */
import { allStopwords, chatWords, stems } from "./text.ts";

export interface Example {
  text: string;
  label: string;
}

export interface Prediction {
  label: string;
  /** The softmax probability of the label, in [0, 1]. */
  probability: number;
}

export interface TopicClassifier {
  readonly labels: readonly string[];
  /** Every label with its probability, most likely first. */
  classify(text: string): Prediction[];
}

export interface TrainingOptions {
  epochs: number;
  learningRate: number;
  /** L2 penalty on the weights: keeps a rare feature from deciding alone. */
  l2: number;
}

export const DEFAULT_TRAINING: TrainingOptions = { epochs: 12, learningRate: 1, l2: 1e-5 };

/** Character n-grams count less than whole words: they are many, and each says less. */
const CHAR_GRAM_WEIGHT = 0.3;
const CHAR_GRAM_SIZES = [3, 4, 5] as const;
const STOPWORDS = allStopwords();
const STOPWORD_WEIGHT = 0.5;
/** Longer "words" are not words; their n-grams would only slow a long message down. */
const MAX_WORD_LENGTH = 30;

/** The features of a text with their weights, scaled to unit length so long and short messages weigh alike. */
export function features(text: string): Map<string, number> {
  const words = chatWords(text).filter((word) => word.length <= MAX_WORD_LENGTH);
  const found = new Map<string, number>();
  const add = (key: string, weight: number) => found.set(key, (found.get(key) ?? 0) + weight);
  for (const word of words) {
    // Function words ("how", "the", "de", "que") shape a question but say little about its topic: they count
    // as words and in word pairs, without the stems and letter n-grams that would let them outweigh the rest.
    if (STOPWORDS.has(word)) {
      add(`w:${word}`, STOPWORD_WEIGHT);
      continue;
    }
    add(`w:${word}`, 1);
    for (const stem of stems(word)) add(`s:${stem}`, 0.5);
    const padded = `^${word}$`;
    for (const size of CHAR_GRAM_SIZES) {
      for (let start = 0; start + size <= padded.length; start++)
        add(`c:${padded.slice(start, start + size)}`, CHAR_GRAM_WEIGHT);
    }
  }
  for (let index = 0; index + 1 < words.length; index++) add(`b:${words[index]} ${words[index + 1]}`, 1);
  let norm = 0;
  for (const weight of found.values()) norm += weight * weight;
  norm = Math.sqrt(norm);
  if (norm > 0) for (const [key, weight] of found) found.set(key, weight / norm);
  return found;
}

interface SparseVector {
  indexes: Int32Array;
  values: Float32Array;
}

/** Smaller gradients change nothing that matters (probabilities are compared to a few hundredths). */
const GRADIENT_FLOOR = 1e-4;

/** A small deterministic generator (Park–Miller): the same data always trains the same model. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

export function trainClassifier(
  examples: readonly Example[],
  options: TrainingOptions = DEFAULT_TRAINING,
): TopicClassifier {
  const labels = [...new Set(examples.map((example) => example.label))];
  const labelIndex = new Map(labels.map((label, index) => [label, index]));
  const featureIndex = new Map<string, number>();
  const data = examples.map((example) => {
    const vector = features(example.text);
    const indexes = new Int32Array(vector.size);
    const values = new Float32Array(vector.size);
    let position = 0;
    for (const [key, value] of vector) {
      let index = featureIndex.get(key);
      if (index === undefined) {
        index = featureIndex.size;
        featureIndex.set(key, index);
      }
      indexes[position] = index;
      values[position] = value;
      position++;
    }
    return { vector: { indexes, values } satisfies SparseVector, label: labelIndex.get(example.label) ?? 0 };
  });

  const classes = labels.length;
  // Weights laid out feature by feature, so one feature's weights for every class sit side by side.
  const weights = new Float64Array(featureIndex.size * classes);
  const bias = new Float64Array(classes);
  const scores = new Float64Array(classes);
  const gradients = new Float64Array(classes);

  function softmax(vector: SparseVector): Float64Array {
    scores.set(bias);
    const { indexes, values } = vector;
    for (let j = 0; j < indexes.length; j++) {
      const offset = (indexes[j] ?? 0) * classes;
      const value = values[j] ?? 0;
      for (let k = 0; k < classes; k++) scores[k] = (scores[k] ?? 0) + (weights[offset + k] ?? 0) * value;
    }
    let max = -Infinity;
    for (let k = 0; k < classes; k++) max = Math.max(max, scores[k] ?? 0);
    let sum = 0;
    for (let k = 0; k < classes; k++) {
      const exp = Math.exp((scores[k] ?? 0) - max);
      scores[k] = exp;
      sum += exp;
    }
    for (let k = 0; k < classes; k++) scores[k] = (scores[k] ?? 0) / sum;
    return scores;
  }

  const random = seededRandom(16);
  const order = data.map((_, index) => index);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    const rate = options.learningRate / (1 + epoch * 0.1);
    for (const position of order) {
      const example = data[position];
      if (!example) continue;
      const probabilities = softmax(example.vector);
      for (let k = 0; k < classes; k++) {
        const gradient = (probabilities[k] ?? 0) - (k === example.label ? 1 : 0);
        // Most classes are already near zero for most examples: skipping them saves most of the time.
        gradients[k] = Math.abs(gradient) < GRADIENT_FLOOR ? 0 : gradient;
        bias[k] = (bias[k] ?? 0) - rate * (gradients[k] ?? 0);
      }
      const { indexes, values } = example.vector;
      for (let j = 0; j < indexes.length; j++) {
        const offset = (indexes[j] ?? 0) * classes;
        const value = values[j] ?? 0;
        for (let k = 0; k < classes; k++) {
          const gradient = gradients[k] ?? 0;
          if (gradient === 0) continue;
          const weight = weights[offset + k] ?? 0;
          weights[offset + k] = weight - rate * (gradient * value + options.l2 * weight);
        }
      }
    }
  }

  return {
    labels,
    classify(text) {
      const vector = features(text);
      const indexes: number[] = [];
      const values: number[] = [];
      for (const [key, value] of vector) {
        const index = featureIndex.get(key);
        if (index === undefined) continue;
        indexes.push(index);
        values.push(value);
      }
      const probabilities = softmax({ indexes: Int32Array.from(indexes), values: Float32Array.from(values) });
      return labels
        .map((label, k): Prediction => ({ label, probability: probabilities[k] ?? 0 }))
        .sort((a, b) => b.probability - a.probability);
    },
  };
}
