/** The memory sizes (GB) a hardware picker offers when the hardware is not one of the known SKUs. */
export const DEFAULT_MEMORY_OPTIONS = [
  8, 16, 24, 32, 40, 48, 64, 80, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048,
];
