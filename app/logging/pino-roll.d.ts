// pino-roll 4.0.0 ships no types: the options this app passes (README of mcollina/pino-roll).
declare module "pino-roll" {
  import type SonicBoom from "sonic-boom";

  export type PinoRollOptions = {
    file: string;
    frequency?: "daily" | "hourly" | number;
    size?: string | number;
    extension?: string;
    dateFormat?: string;
    mkdir?: boolean;
    symlink?: boolean;
    limit?: { count: number; removeOtherLogFiles?: boolean };
  };

  export default function pinoRoll(options: PinoRollOptions): Promise<SonicBoom>;
}
