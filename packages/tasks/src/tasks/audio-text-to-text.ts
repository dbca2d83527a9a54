import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Audio-text-to-text models listen to an audio clip and answer a written prompt about it: questions about what was said or heard, summaries, translations or a conversation that goes past transcription.",
  models: [
    {
      description: "A light model that takes speech and text together and answers in text.",
      id: "fixie-ai/ultravox-v0_5-llama-3_2-1b",
    },
    { description: "Chats by voice and analyses audio.", id: "Qwen/Qwen2-Audio-7B-Instruct" },
    { description: "Understands, transcribes and translates speech.", id: "mistralai/Voxtral-Small-24B-2507" },
    { description: "Answers and reasons about questions on sounds, music and speech.", id: "nvidia/audio-flamingo-3" },
  ],
  datasets: [
    { description: "Audio clips with questions and answers that call for reasoning.", id: "nvidia/AF-Think" },
    {
      description: "Speech clips described by their qualities, such as noise and naturalness.",
      id: "tsinghua-ee/QualiSpeech",
    },
  ],
  spaces: [
    { description: "Ask a question about an audio clip and read the answer.", id: "iamomtiwari/ATTT" },
    { description: "Talk to Qwen2-Audio in real time.", id: "freddyaboulton/talk-to-qwen-webrtc" },
  ],
  metrics: [],
  widgetModels: [],
  youtubeId: "",
  demo: {
    inputs: [
      { type: "audio", filename: "audio-text-to-text-input.wav" },
      { type: "text", label: "Prompt", content: "How many people are speaking, and what are they discussing?" },
    ],
    outputs: [
      { type: "text", label: "Answer", content: "Two people are speaking; they are planning a trip to the coast." },
    ],
  },
};

export default data;
