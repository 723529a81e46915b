/** subset-font ships no types; the one call the build makes (scripts/subset-font.ts). */
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
      keepFeatures?: string[];
      noHinting?: boolean;
      /** Pins an axis (a number) or narrows its range (variable font instancing). */
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}
