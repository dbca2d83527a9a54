import type { HardwareSpec } from "./types.js";

/**
 * AMD CPU families (EPYC, Ryzen): throughput, launch price, power and year, as @huggingface/tasks
 * 0.21.54 lists them (fixtures/hardware.json).
 */
export const AMD_CPUS = {
  "EPYC 5th Generation Zen 5 (Turin)": {
    tflops: 13.8,
    msrp: 13000,
    power: 500,
    releaseYear: 2024,
  },
  "EPYC 4th Generation Zen 4 (Genoa)": {
    tflops: 5,
    msrp: 11500,
    power: 360,
    releaseYear: 2022,
  },
  "EPYC 3th Generation Zen 3 (Milan)": {
    tflops: 2.4,
    msrp: 8000,
    power: 280,
    releaseYear: 2021,
  },
  "EPYC 2th Generation Zen 2 (Rome)": {
    tflops: 0.6,
    msrp: 7000,
    power: 225,
    releaseYear: 2019,
  },
  "EPYC 1st Generation Zen (Naples)": {
    tflops: 0.6,
    msrp: 4000,
    power: 180,
    releaseYear: 2017,
  },
  "Ryzen Threadripper Zen 5 9000 (Shimada Peak)": {
    tflops: 14,
    msrp: 5000,
    power: 350,
    releaseYear: 2025,
  },
  "Ryzen Threadripper Zen 4 7000 (Storm Peak)": {
    tflops: 10,
    msrp: 5000,
    power: 350,
    releaseYear: 2023,
  },
  "Ryzen Threadripper Zen 3 5000 (Chagall)": {
    tflops: 4.6,
    msrp: 6500,
    power: 280,
    releaseYear: 2022,
  },
  "Ryzen Threadripper Zen 2 3000 (Castle Peak)": {
    tflops: 3.2,
    msrp: 4000,
    power: 280,
    releaseYear: 2019,
  },
  "Ryzen Threadripper Zen 1000 (Whitehaven)": {
    tflops: 0.6,
    msrp: 1000,
    power: 180,
    releaseYear: 2017,
  },
  "Ryzen 7 3800X (16)": {
    tflops: 1.15,
    msrp: 400,
    power: 142,
    releaseYear: 2019,
  },
  "Ryzen Zen 5 9000 (Ryzen 9)": {
    tflops: 0.56,
    msrp: 650,
    power: 230,
    releaseYear: 2024,
  },
  "Ryzen Zen 5 9000 (Ryzen 7)": {
    tflops: 0.56,
    msrp: 350,
    power: 88,
    releaseYear: 2024,
  },
  "Ryzen Zen 5 9000 (Ryzen 5)": {
    tflops: 0.56,
    msrp: 300,
    power: 88,
    releaseYear: 2024,
  },
  "Ryzen Zen 4 7000 (Ryzen 9)": {
    tflops: 0.56,
    msrp: 700,
    power: 230,
    releaseYear: 2022,
  },
  "Ryzen Zen 4 7000 (Ryzen 7)": {
    tflops: 0.56,
    msrp: 400,
    power: 142,
    releaseYear: 2022,
  },
  "Ryzen Zen 4 7000 (Ryzen 5)": {
    tflops: 0.56,
    msrp: 300,
    power: 142,
    releaseYear: 2022,
  },
  "Ryzen Zen 3 5000 (Ryzen 9)": {
    tflops: 1.33,
    msrp: 800,
    power: 142,
    releaseYear: 2020,
  },
  "Ryzen Zen 3 5000 (Ryzen 7)": {
    tflops: 1.33,
    msrp: 450,
    power: 142,
    releaseYear: 2020,
  },
  "Ryzen Zen 3 5000 (Ryzen 5)": {
    tflops: 0.72,
    msrp: 300,
    power: 88,
    releaseYear: 2020,
  },
  "Ryzen Zen 2 3000 (Ryzen 9)": {
    tflops: 0.72,
    msrp: 750,
    power: 142,
    releaseYear: 2019,
  },
  "Ryzen Zen 2 3000 (Ryzen 7)": {
    tflops: 0.72,
    msrp: 400,
    power: 142,
    releaseYear: 2019,
  },
  "Ryzen Zen 2 3000 (Ryzen 5)": {
    tflops: 0.72,
    msrp: 250,
    power: 88,
    releaseYear: 2019,
  },
  "Ryzen Zen 2 3000 (Ryzen 3)": {
    tflops: 0.72,
    msrp: 150,
    power: 88,
    releaseYear: 2020,
  },
  "Ryzen AI 300 (Ryzen AI 9 HX)": {
    tflops: 5.52,
    msrp: 500,
    power: 54,
    releaseYear: 2024,
  },
  "Ryzen AI 300 (Ryzen AI 9)": {
    tflops: 5.2,
    msrp: 450,
    power: 54,
    releaseYear: 2024,
  },
  "Ryzen AI 300 (Ryzen AI 7)": {
    tflops: 4.34,
    msrp: 350,
    power: 54,
    releaseYear: 2024,
  },
  "Ryzen AI 300 (Ryzen AI 5)": {
    tflops: 1.57,
    msrp: 250,
    power: 28,
    releaseYear: 2024,
  },
} satisfies Record<string, HardwareSpec>;
