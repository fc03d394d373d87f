CREATE TABLE "card_token_failures" (
	"member_number" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
