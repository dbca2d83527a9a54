export const HF_HUB_URL = "https://huggingface.co";
export const HF_ROUTER_URL = "https://router.huggingface.co";
export const HF_HEADER_X_BILL_TO = "X-HF-Bill-To";
export const PACKAGE_NAME = "@hubkit/inference";
export const PACKAGE_VERSION = "3.8.1";
