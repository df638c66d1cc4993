import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Issue 15: enlargements ("upscales"), their ledger reasons, image kind and job task. An
// enlargement cannot outlive its owner, redesign or source image (the three columns are NOT NULL):
// those foreign keys cascade, edited from the generated "set null", so one created while its
// redesign or account is being deleted goes with it instead of failing that deletion (the hooks
// delete the others first, with their files).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_upscales_status" AS ENUM('queued', 'processing', 'succeeded', 'failed');
  CREATE TYPE "public"."enum_upscales_engine" AS ENUM('replicate', 'lanczos');
  ALTER TYPE "public"."enum_redesign_images_kind" ADD VALUE 'upscale';
  ALTER TYPE "public"."enum_credit_ledger_reason" ADD VALUE 'upscale_charge' BEFORE 'purchase';
  ALTER TYPE "public"."enum_credit_ledger_reason" ADD VALUE 'upscale_refund' BEFORE 'purchase';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'runUpscale' BEFORE 'sendOrderReceipt';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'runUpscale' BEFORE 'sendOrderReceipt';
  CREATE TABLE "upscales" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"redesign_id" integer NOT NULL,
  	"source_id" integer NOT NULL,
  	"scale" numeric NOT NULL,
  	"status" "enum_upscales_status" DEFAULT 'queued' NOT NULL,
  	"output_id" integer,
  	"error" varchar,
  	"credits_charged" numeric NOT NULL,
  	"credits_refunded" numeric DEFAULT 0,
  	"engine" "enum_upscales_engine" NOT NULL,
  	"model" varchar,
  	"provider_job_id" varchar,
  	"submission_claimed_at" timestamp(3) with time zone,
  	"started_at" timestamp(3) with time zone,
  	"completed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "upscales_id" integer;
  ALTER TABLE "upscales" ADD CONSTRAINT "upscales_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "upscales" ADD CONSTRAINT "upscales_redesign_id_redesigns_id_fk" FOREIGN KEY ("redesign_id") REFERENCES "public"."redesigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "upscales" ADD CONSTRAINT "upscales_source_id_redesign_images_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."redesign_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "upscales" ADD CONSTRAINT "upscales_output_id_redesign_images_id_fk" FOREIGN KEY ("output_id") REFERENCES "public"."redesign_images"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "upscales_owner_idx" ON "upscales" USING btree ("owner_id");
  CREATE INDEX "upscales_redesign_idx" ON "upscales" USING btree ("redesign_id");
  CREATE INDEX "upscales_source_idx" ON "upscales" USING btree ("source_id");
  CREATE INDEX "upscales_status_idx" ON "upscales" USING btree ("status");
  CREATE INDEX "upscales_output_idx" ON "upscales" USING btree ("output_id");
  CREATE INDEX "upscales_provider_job_id_idx" ON "upscales" USING btree ("provider_job_id");
  CREATE INDEX "upscales_updated_at_idx" ON "upscales" USING btree ("updated_at");
  CREATE INDEX "upscales_created_at_idx" ON "upscales" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_upscales_fk" FOREIGN KEY ("upscales_id") REFERENCES "public"."upscales"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_upscales_id_idx" ON "payload_locked_documents_rels" USING btree ("upscales_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "upscales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "upscales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_upscales_fk";
  
  ALTER TABLE "redesign_images" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_redesign_images_kind";
  CREATE TYPE "public"."enum_redesign_images_kind" AS ENUM('input', 'output', 'mask');
  ALTER TABLE "redesign_images" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_redesign_images_kind" USING "kind"::"public"."enum_redesign_images_kind";
  ALTER TABLE "credit_ledger" ALTER COLUMN "reason" SET DATA TYPE text;
  DROP TYPE "public"."enum_credit_ledger_reason";
  CREATE TYPE "public"."enum_credit_ledger_reason" AS ENUM('signup_grant', 'redesign_charge', 'redesign_refund', 'purchase', 'subscription_period', 'payment_refund', 'admin_adjustment');
  ALTER TABLE "credit_ledger" ALTER COLUMN "reason" SET DATA TYPE "public"."enum_credit_ledger_reason" USING "reason"::"public"."enum_credit_ledger_reason";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'runRedesign', 'sendOrderReceipt', 'exportAccountData', 'purgeDataExport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'runRedesign', 'sendOrderReceipt', 'exportAccountData', 'purgeDataExport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_upscales_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "upscales_id";
  DROP TYPE "public"."enum_upscales_status";
  DROP TYPE "public"."enum_upscales_engine";`)
}
