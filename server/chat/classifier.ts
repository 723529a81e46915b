/**
 * The topic classifier: multinomial logistic regression (softmax) over word, word-pair and character n-gram
 * features of a message, trained by `npm run build` (model-file.ts) on the knowledge base's sample questions and
 * keywords and on the training material of server/chat/training (ADR 013).
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

/** How a text becomes features: each kind of feature with its weight. */
export interface FeatureOptions {
  /** A function word ("how", "the", "de", "que"). */
  stopwordWeight: number;
  /** Each language's Snowball stem of a word. */
  stemWeight: number;
  /** Letter n-grams within a word: many, and each says less than a word. */
  charGramWeight: number;
  charGramSizes: readonly number[];
  /** Two words side by side. */
  bigramWeight: number;
}

export interface TrainingOptions {
  epochs: number;
  learningRate: number;
  /** L2 penalty on the weights: keeps a rare feature from deciding alone. */
  l2: number;
  features: FeatureOptions;
  /** The seed of the shuffle of the examples before each epoch. */
  seed: number;
  /**
   * The model is the mean of the weights at the end of each epoch from this one on (ADR 024): the last examples
   * of an epoch then no longer decide borderline questions, and a small change to the data moves fewer answers.
   * `epochs` or more: the last epoch's weights alone.
   */
  averageFrom: number;
}

export const DEFAULT_FEATURES: FeatureOptions = {
  stopwordWeight: 0.5,
  stemWeight: 0.5,
  charGramWeight: 0.3,
  charGramSizes: [3, 4, 5],
  bigramWeight: 1,
};

export const DEFAULT_TRAINING: TrainingOptions = {
  epochs: 25,
  learningRate: 1,
  l2: 1e-5,
  features: DEFAULT_FEATURES,
  seed: 16,
  averageFrom: 5,
};

const STOPWORDS = allStopwords();
/** Longer "words" are not words; their n-grams would only slow a long message down. */
const MAX_WORD_LENGTH = 30;

/** The features of a text with their weights, scaled to unit length so long and short messages weigh alike. */
export function features(text: string, options: FeatureOptions = DEFAULT_FEATURES): Map<string, number> {
  const words = chatWords(text).filter((word) => word.length <= MAX_WORD_LENGTH);
  const found = new Map<string, number>();
  const add = (key: string, weight: number) => found.set(key, (found.get(key) ?? 0) + weight);
  for (const word of words) {
    // Function words ("how", "the", "de", "que") shape a question but say little about its topic: they count
    // as words and in word pairs, without the stems and letter n-grams that would let them outweigh the rest.
    if (STOPWORDS.has(word)) {
      add(`w:${word}`, options.stopwordWeight);
      continue;
    }
    add(`w:${word}`, 1);
    if (options.stemWeight > 0) for (const stem of stems(word)) add(`s:${stem}`, options.stemWeight);
    const padded = `^${word}$`;
    for (const size of options.charGramSizes) {
      for (let start = 0; start + size <= padded.length; start++)
        add(`c:${padded.slice(start, start + size)}`, options.charGramWeight);
    }
  }
  if (options.bigramWeight > 0)
    for (let index = 0; index + 1 < words.length; index++)
      add(`b:${words[index]} ${words[index + 1]}`, options.bigramWeight);
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

/** What training produces: everything a classifier needs, and what the model file holds (model-file.ts). */
export interface ClassifierModel {
  labels: string[];
  /** Feature keys, in the order of the weights' rows. */
  features: string[];
  /** One row per feature, one column per label. */
  weights: Float32Array;
  bias: Float32Array;
  options: TrainingOptions;
}

function softmaxInto(
  scores: Float64Array,
  vector: SparseVector,
  weights: ArrayLike<number>,
  bias: ArrayLike<number>,
): Float64Array {
  const classes = scores.length;
  for (let k = 0; k < classes; k++) scores[k] = bias[k] ?? 0;
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

/** Trains the model: a deterministic seeded SGD on the softmax loss with an L2 penalty, its epochs averaged. */
export function trainModel(examples: readonly Example[], options: TrainingOptions = DEFAULT_TRAINING): ClassifierModel {
  const labels = [...new Set(examples.map((example) => example.label))];
  const labelIndex = new Map(labels.map((label, index) => [label, index]));
  const featureIndex = new Map<string, number>();
  const data = examples.map((example) => {
    const vector = features(example.text, options.features);
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

  const random = seededRandom(options.seed);
  const averaging = options.averageFrom < options.epochs;
  const weightSum = new Float64Array(averaging ? weights.length : 0);
  const biasSum = new Float64Array(classes);
  let averaged = 0;
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
      const probabilities = softmaxInto(scores, example.vector, weights, bias);
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
    if (averaging && epoch >= options.averageFrom) {
      for (let i = 0; i < weights.length; i++) weightSum[i] = (weightSum[i] ?? 0) + (weights[i] ?? 0);
      for (let k = 0; k < classes; k++) biasSum[k] = (biasSum[k] ?? 0) + (bias[k] ?? 0);
      averaged++;
    }
  }
  if (averaged > 0) {
    for (let i = 0; i < weights.length; i++) weights[i] = (weightSum[i] ?? 0) / averaged;
    for (let k = 0; k < classes; k++) bias[k] = (biasSum[k] ?? 0) / averaged;
  }
  return {
    labels,
    features: [...featureIndex.keys()],
    weights: Float32Array.from(weights),
    bias: Float32Array.from(bias),
    options,
  };
}

/** A classifier that reads messages with a trained model. */
export function createClassifier(model: ClassifierModel): TopicClassifier {
  const { labels, weights, bias, options } = model;
  const featureIndex = new Map<string, number>();
  model.features.forEach((key, index) => featureIndex.set(key, index));
  const scores = new Float64Array(labels.length);
  return {
    labels,
    classify(text) {
      const vector = features(text, options.features);
      const indexes: number[] = [];
      const values: number[] = [];
      for (const [key, value] of vector) {
        const index = featureIndex.get(key);
        if (index === undefined) continue;
        indexes.push(index);
        values.push(value);
      }
      const probabilities = softmaxInto(
        scores,
        { indexes: Int32Array.from(indexes), values: Float32Array.from(values) },
        weights,
        bias,
      );
      return labels
        .map((label, k): Prediction => ({ label, probability: probabilities[k] ?? 0 }))
        .sort((a, b) => b.probability - a.probability);
    },
  };
}

/** Trains a model and reads with it (experiments; the engine loads its model from the file, model-file.ts). */
export function trainClassifier(
  examples: readonly Example[],
  options: TrainingOptions = DEFAULT_TRAINING,
): TopicClassifier {
  return createClassifier(trainModel(examples, options));
}
