import { BrainCircuit, Code, Palette } from "lucide-react";

/** The studio's three services, in the order the home and services pages show them, each with its icon. */
export const SERVICES = [
  { key: "aiConsulting", icon: BrainCircuit },
  { key: "webApps", icon: Code },
  { key: "creativeStudio", icon: Palette },
] as const;
