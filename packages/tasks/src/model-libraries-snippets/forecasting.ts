import type { ModelData } from "../model-data.js";
import { py, snippetTexts } from "./code.js";
import { modelId } from "./model-fields.js";

/** A public long-format series (columns id, timestamp, target), the one Chronos' README forecasts. */
const ELECTRICITY_PRICES = "https://autogluon.s3.amazonaws.com/datasets/timeseries/electricity_price/train.parquet";

/**
 * Chronos: `BaseChronosPipeline.from_pretrained` reads the repository's config and returns the pipeline of
 * its generation (Chronos, Chronos-Bolt or Chronos-2), whose `predict_df` forecasts a long-format frame.
 */
export const chronos_forecasting = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install chronos-forecasting "pandas[pyarrow]"
    import pandas as pd
    import torch
    from chronos import BaseChronosPipeline

    device = "cuda" if torch.cuda.is_available() else "cpu"
    pipeline = BaseChronosPipeline.from_pretrained(${modelId(model)}, device_map=device)

    # One row per series and time step
    context_df = pd.read_parquet(${ELECTRICITY_PRICES})

    forecast_df = pipeline.predict_df(
        context_df,
        prediction_length=24,  # steps to forecast
        quantile_levels=[0.1, 0.5, 0.9],
        id_column="id",
        timestamp_column="timestamp",
        target="target",
    )
    print(forecast_df.head())  # "predictions" (the mean) and one column per quantile`);
