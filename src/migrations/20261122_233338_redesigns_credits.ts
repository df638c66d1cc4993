import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_redesigns_room_type" AS ENUM('living-room', 'bedroom', 'kitchen', 'bathroom', 'dining-room', 'home-office', 'kids-room', 'nursery', 'hallway', 'balcony');
  CREATE TYPE "public"."enum_redesigns_status" AS ENUM('queued', 'processing', 'succeeded', 'failed', 'canceled');
  CREATE TYPE "public"."enum_redesigns_engine" AS ENUM('offline', 'replicate');
  CREATE TYPE "public"."enum_redesign_images_kind" AS ENUM('input', 'output');
  CREATE TYPE "public"."enum_credit_ledger_reason" AS ENUM('signup_grant', 'redesign_charge', 'redesign_refund', 'purchase', 'subscription_period', 'payment_refund', 'admin_adjustment');
  CREATE TYPE "public"."enum_webhook_events_provider" AS ENUM('replicate', 'stripe');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'runRedesign');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'runRedesign');
  CREATE TABLE "redesigns" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"input_id" integer NOT NULL,
  	"room_type" "enum_redesigns_room_type" NOT NULL,
  	"style_id" integer NOT NULL,
  	"style_title" varchar NOT NULL,
  	"notes" varchar,
  	"variants" numeric DEFAULT 1 NOT NULL,
  	"status" "enum_redesigns_status" DEFAULT 'queued' NOT NULL,
  	"error" varchar,
  	"credits_charged" numeric NOT NULL,
  	"credits_refunded" numeric DEFAULT 0,
  	"engine" "enum_redesigns_engine" NOT NULL,
  	"model" varchar,
  	"provider_job_id" varchar,
  	"started_at" timestamp(3) with time zone,
  	"completed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redesigns_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"redesign_images_id" integer
  );
  
  CREATE TABLE "redesign_images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"kind" "enum_redesign_images_kind" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar
  );
  
  CREATE TABLE "credit_ledger" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"delta" numeric NOT NULL,
  	"balance_after" numeric NOT NULL,
  	"reason" "enum_credit_ledger_reason" NOT NULL,
  	"key" varchar NOT NULL,
  	"redesign" numeric,
  	"order" varchar,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "webhook_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider" "enum_webhook_events_provider" NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redesigns_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redesign_images_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "credit_ledger_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "webhook_events_id" integer;
  ALTER TABLE "redesigns" ADD CONSTRAINT "redesigns_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redesigns" ADD CONSTRAINT "redesigns_input_id_redesign_images_id_fk" FOREIGN KEY ("input_id") REFERENCES "public"."redesign_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redesigns" ADD CONSTRAINT "redesigns_style_id_glossary_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."glossary"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redesigns_rels" ADD CONSTRAINT "redesigns_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redesigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redesigns_rels" ADD CONSTRAINT "redesigns_rels_redesign_images_fk" FOREIGN KEY ("redesign_images_id") REFERENCES "public"."redesign_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redesign_images" ADD CONSTRAINT "redesign_images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "redesigns_owner_idx" ON "redesigns" USING btree ("owner_id");
  CREATE INDEX "redesigns_input_idx" ON "redesigns" USING btree ("input_id");
  CREATE INDEX "redesigns_style_idx" ON "redesigns" USING btree ("style_id");
  CREATE INDEX "redesigns_status_idx" ON "redesigns" USING btree ("status");
  CREATE INDEX "redesigns_provider_job_id_idx" ON "redesigns" USING btree ("provider_job_id");
  CREATE INDEX "redesigns_updated_at_idx" ON "redesigns" USING btree ("updated_at");
  CREATE INDEX "redesigns_created_at_idx" ON "redesigns" USING btree ("created_at");
  CREATE INDEX "redesigns_rels_order_idx" ON "redesigns_rels" USING btree ("order");
  CREATE INDEX "redesigns_rels_parent_idx" ON "redesigns_rels" USING btree ("parent_id");
  CREATE INDEX "redesigns_rels_path_idx" ON "redesigns_rels" USING btree ("path");
  CREATE INDEX "redesigns_rels_redesign_images_id_idx" ON "redesigns_rels" USING btree ("redesign_images_id");
  CREATE INDEX "redesign_images_owner_idx" ON "redesign_images" USING btree ("owner_id");
  CREATE INDEX "redesign_images_updated_at_idx" ON "redesign_images" USING btree ("updated_at");
  CREATE INDEX "redesign_images_created_at_idx" ON "redesign_images" USING btree ("created_at");
  CREATE UNIQUE INDEX "redesign_images_filename_idx" ON "redesign_images" USING btree ("filename");
  CREATE INDEX "redesign_images_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "redesign_images" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "credit_ledger_owner_idx" ON "credit_ledger" USING btree ("owner_id");
  CREATE UNIQUE INDEX "credit_ledger_key_idx" ON "credit_ledger" USING btree ("key");
  CREATE INDEX "credit_ledger_updated_at_idx" ON "credit_ledger" USING btree ("updated_at");
  CREATE INDEX "credit_ledger_created_at_idx" ON "credit_ledger" USING btree ("created_at");
  CREATE UNIQUE INDEX "webhook_events_event_id_idx" ON "webhook_events" USING btree ("event_id");
  CREATE INDEX "webhook_events_updated_at_idx" ON "webhook_events" USING btree ("updated_at");
  CREATE INDEX "webhook_events_created_at_idx" ON "webhook_events" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redesigns_fk" FOREIGN KEY ("redesigns_id") REFERENCES "public"."redesigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redesign_images_fk" FOREIGN KEY ("redesign_images_id") REFERENCES "public"."redesign_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_credit_ledger_fk" FOREIGN KEY ("credit_ledger_id") REFERENCES "public"."credit_ledger"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_webhook_events_fk" FOREIGN KEY ("webhook_events_id") REFERENCES "public"."webhook_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_redesigns_id_idx" ON "payload_locked_documents_rels" USING btree ("redesigns_id");
  CREATE INDEX "payload_locked_documents_rels_redesign_images_id_idx" ON "payload_locked_documents_rels" USING btree ("redesign_images_id");
  CREATE INDEX "payload_locked_documents_rels_credit_ledger_id_idx" ON "payload_locked_documents_rels" USING btree ("credit_ledger_id");
  CREATE INDEX "payload_locked_documents_rels_webhook_events_id_idx" ON "payload_locked_documents_rels" USING btree ("webhook_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redesigns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redesigns_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redesign_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "credit_ledger" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "webhook_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "redesigns" CASCADE;
  DROP TABLE "redesigns_rels" CASCADE;
  DROP TABLE "redesign_images" CASCADE;
  DROP TABLE "credit_ledger" CASCADE;
  DROP TABLE "webhook_events" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redesigns_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redesign_images_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_credit_ledger_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_webhook_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_redesigns_id_idx";
  DROP INDEX "payload_locked_documents_rels_redesign_images_id_idx";
  DROP INDEX "payload_locked_documents_rels_credit_ledger_id_idx";
  DROP INDEX "payload_locked_documents_rels_webhook_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redesigns_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redesign_images_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "credit_ledger_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "webhook_events_id";
  DROP TYPE "public"."enum_redesigns_room_type";
  DROP TYPE "public"."enum_redesigns_status";
  DROP TYPE "public"."enum_redesigns_engine";
  DROP TYPE "public"."enum_redesign_images_kind";
  DROP TYPE "public"."enum_credit_ledger_reason";
  DROP TYPE "public"."enum_webhook_events_provider";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
