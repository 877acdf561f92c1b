import { type Config, loadConfig } from "./config.server";
import { processEnvironment } from "./environment.server";
import { type OperatorDetails, operatorConfig } from "./operator-config.server";
import { refuseProductionStandIns } from "./production-refusals.server";
import { type SellerDetails, sellerConfig } from "./seller-config.server";

export type Settings = {
  config: Config;
  /** The seller on every tax invoice (decision 062). */
  seller: SellerDetails;
  /** Who we are, named in the footer and on the policy pages (decisions 075 and 094). */
  operator: OperatorDetails;
  /** Lines to log once the log files are open: a production rehearsal says it is one (decision 113). */
  warnings: string[];
};

/**
 * Every setting of this process, read once at start from the one environment and checked, each
 * concern by its own reader: a bad value, a production server missing its operator, or one with
 * a local installation's stand-in stops the start, naming the setting (decision 117).
 */
export function loadSettings(): Settings {
  const config = loadConfig(processEnvironment());
  const seller = sellerConfig();
  const operator = operatorConfig();
  const warnings: string[] = [];
  refuseProductionStandIns(processEnvironment(), (line) => warnings.push(line));
  return { config, seller, operator, warnings };
}
