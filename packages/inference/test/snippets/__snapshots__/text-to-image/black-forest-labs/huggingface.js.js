import { InferenceClient } from "@huggingface/inference";

const client = new InferenceClient("hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");

const image = await client.textToImage({
  provider: "black-forest-labs",
  model: "stabilityai/stable-diffusion-3-medium-diffusers",
  inputs: "Astronaut riding a horse",
  parameters: { num_inference_steps: 5 },
});
/// Use the generated image (it's a Blob)
