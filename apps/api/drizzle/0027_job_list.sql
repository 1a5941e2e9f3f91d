CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"last_run_at" bigint,
	"last_success_at" bigint,
	"lag_ms" bigint,
	"last_error" text,
	"runs" integer DEFAULT 0 NOT NULL
);
