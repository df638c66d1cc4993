import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_free_credits_grant" AS ENUM('granted', 'already-claimed');
  CREATE TABLE "free_credit_claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "free_credits_grant" "enum_users_free_credits_grant";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "free_credit_claims_id" integer;
  CREATE UNIQUE INDEX "free_credit_claims_email_hash_idx" ON "free_credit_claims" USING btree ("email_hash");
  CREATE INDEX "free_credit_claims_updated_at_idx" ON "free_credit_claims" USING btree ("updated_at");
  CREATE INDEX "free_credit_claims_created_at_idx" ON "free_credit_claims" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_free_credit_claims_fk" FOREIGN KEY ("free_credit_claims_id") REFERENCES "public"."free_credit_claims"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_free_credit_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("free_credit_claims_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "free_credit_claims" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "free_credit_claims" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_free_credit_claims_fk";
  
  DROP INDEX "payload_locked_documents_rels_free_credit_claims_id_idx";
  ALTER TABLE "users" DROP COLUMN "free_credits_grant";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "free_credit_claims_id";
  DROP TYPE "public"."enum_users_free_credits_grant";`)
}
