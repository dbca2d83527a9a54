import type { ModelData } from "../model-data.js";
import { py, snippetTexts } from "./code.js";
import { pipelineTag } from "./model-fields.js";

/**
 * SAP RPT-1 OSS (formerly ConTextTab): scikit-learn estimators whose constructor downloads the checkpoint
 * of SAP/sap-rpt-1-oss, a gated repository, so the repository id is not an argument. Regression models get
 * the regressor, the others the classifier.
 */
export const sap_rpt_one_oss = (model: ModelData): string[] => {
  const setup = py`
    # pip install git+https://github.com/SAP-samples/sap-rpt-1-oss
    # The checkpoint (SAP/sap-rpt-1-oss) is gated: accept its terms on the hub, then log in (hf auth login) or set HF_TOKEN.`;
  if (pipelineTag(model) === "tabular-regression") {
    return snippetTexts(py`
      ${setup}
      from sklearn.datasets import fetch_openml
      from sklearn.metrics import r2_score
      from sklearn.model_selection import train_test_split
      from sap_rpt_oss import SAP_RPT_OSS_Regressor

      data = fetch_openml(data_id=531, as_frame=True)  # a regression table from OpenML
      X_train, X_test, y_train, y_test = train_test_split(data.data, data.target.astype(float), test_size=0.5, random_state=42)

      # 8192 rows of context and 8 bagging rounds are the best settings; lower them when memory runs out
      regressor = SAP_RPT_OSS_Regressor(max_context_size=8192, bagging=8)
      regressor.fit(X_train, y_train)
      print("R2:", r2_score(y_test, regressor.predict(X_test)))`);
  }
  return snippetTexts(py`
    ${setup}
    from sklearn.datasets import load_breast_cancer
    from sklearn.metrics import accuracy_score
    from sklearn.model_selection import train_test_split
    from sap_rpt_oss import SAP_RPT_OSS_Classifier

    X, y = load_breast_cancer(return_X_y=True)
    X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.5, random_state=42)

    # 8192 rows of context and 8 bagging rounds are the best settings; lower them when memory runs out
    classifier = SAP_RPT_OSS_Classifier(max_context_size=8192, bagging=8)
    classifier.fit(X_train, y_train)
    probabilities = classifier.predict_proba(X_test)
    print("Accuracy:", accuracy_score(y_test, classifier.predict(X_test)))`);
};
