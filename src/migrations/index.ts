import * as migration_20261122_022258_initial from './20261122_022258_initial';
import * as migration_20261122_025850_content_collections from './20261122_025850_content_collections';
import * as migration_20261122_230418_authjs_users from './20261122_230418_authjs_users';
import * as migration_20261122_233338_redesigns_credits from './20261122_233338_redesigns_credits';
import * as migration_20261122_235005_payments from './20261122_235005_payments';
import * as migration_20261123_183859_free_credit_claims from './20261123_183859_free_credit_claims';
import * as migration_20261126_080700_account_data_exports from './20261126_080700_account_data_exports';
import * as migration_20261126_112739_job_leases from './20261126_112739_job_leases';
import * as migration_20261126_155625_studio_modes from './20261126_155625_studio_modes';
import * as migration_20261127_115312_refinement_chain from './20261127_115312_refinement_chain';
import * as migration_20261127_121006_result_favourites from './20261127_121006_result_favourites';
import * as migration_20261127_124204_shares from './20261127_124204_shares';
import * as migration_20261127_124732_cog_engine from './20261127_124732_cog_engine';
import * as migration_20261127_152229_upscales from './20261127_152229_upscales';
import * as migration_20261127_161846_compare_styles from './20261127_161846_compare_styles';
import * as migration_20261128_094423_redesign_title from './20261128_094423_redesign_title';
import * as migration_20261128_125718_redesign_retry_of from './20261128_125718_redesign_retry_of';
import * as migration_20261207_132944_job_engine_pg_boss from './20261207_132944_job_engine_pg_boss';
import * as migration_20261207_163516_plans_own_stripe_sync from './20261207_163516_plans_own_stripe_sync';
import * as migration_20261207_200527_structure_gate from './20261207_200527_structure_gate';
import * as migration_20261207_200819_style_from_photo from './20261207_200819_style_from_photo';
import * as migration_20261207_201317_surface_colours from './20261207_201317_surface_colours';

export const migrations = [
  {
    up: migration_20261122_022258_initial.up,
    down: migration_20261122_022258_initial.down,
    name: '20261122_022258_initial',
  },
  {
    up: migration_20261122_025850_content_collections.up,
    down: migration_20261122_025850_content_collections.down,
    name: '20261122_025850_content_collections',
  },
  {
    up: migration_20261122_230418_authjs_users.up,
    down: migration_20261122_230418_authjs_users.down,
    name: '20261122_230418_authjs_users',
  },
  {
    up: migration_20261122_233338_redesigns_credits.up,
    down: migration_20261122_233338_redesigns_credits.down,
    name: '20261122_233338_redesigns_credits',
  },
  {
    up: migration_20261122_235005_payments.up,
    down: migration_20261122_235005_payments.down,
    name: '20261122_235005_payments',
  },
  {
    up: migration_20261123_183859_free_credit_claims.up,
    down: migration_20261123_183859_free_credit_claims.down,
    name: '20261123_183859_free_credit_claims',
  },
  {
    up: migration_20261126_080700_account_data_exports.up,
    down: migration_20261126_080700_account_data_exports.down,
    name: '20261126_080700_account_data_exports',
  },
  {
    up: migration_20261126_112739_job_leases.up,
    down: migration_20261126_112739_job_leases.down,
    name: '20261126_112739_job_leases',
  },
  {
    up: migration_20261126_155625_studio_modes.up,
    down: migration_20261126_155625_studio_modes.down,
    name: '20261126_155625_studio_modes',
  },
  {
    up: migration_20261127_115312_refinement_chain.up,
    down: migration_20261127_115312_refinement_chain.down,
    name: '20261127_115312_refinement_chain',
  },
  {
    up: migration_20261127_121006_result_favourites.up,
    down: migration_20261127_121006_result_favourites.down,
    name: '20261127_121006_result_favourites',
  },
  {
    up: migration_20261127_124204_shares.up,
    down: migration_20261127_124204_shares.down,
    name: '20261127_124204_shares',
  },
  {
    up: migration_20261127_124732_cog_engine.up,
    down: migration_20261127_124732_cog_engine.down,
    name: '20261127_124732_cog_engine',
  },
  {
    up: migration_20261127_152229_upscales.up,
    down: migration_20261127_152229_upscales.down,
    name: '20261127_152229_upscales',
  },
  {
    up: migration_20261127_161846_compare_styles.up,
    down: migration_20261127_161846_compare_styles.down,
    name: '20261127_161846_compare_styles',
  },
  {
    up: migration_20261128_094423_redesign_title.up,
    down: migration_20261128_094423_redesign_title.down,
    name: '20261128_094423_redesign_title',
  },
  {
    up: migration_20261128_125718_redesign_retry_of.up,
    down: migration_20261128_125718_redesign_retry_of.down,
    name: '20261128_125718_redesign_retry_of',
  },
  {
    up: migration_20261207_132944_job_engine_pg_boss.up,
    down: migration_20261207_132944_job_engine_pg_boss.down,
    name: '20261207_132944_job_engine_pg_boss',
  },
  {
    up: migration_20261207_163516_plans_own_stripe_sync.up,
    down: migration_20261207_163516_plans_own_stripe_sync.down,
    name: '20261207_163516_plans_own_stripe_sync',
  },
  {
    up: migration_20261207_200527_structure_gate.up,
    down: migration_20261207_200527_structure_gate.down,
    name: '20261207_200527_structure_gate'
  },
  {
    up: migration_20261207_200819_style_from_photo.up,
    down: migration_20261207_200819_style_from_photo.down,
    name: '20261207_200819_style_from_photo'
  },
  {
    up: migration_20261207_201317_surface_colours.up,
    down: migration_20261207_201317_surface_colours.down,
    name: '20261207_201317_surface_colours'
  },
];
