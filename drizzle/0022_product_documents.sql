-- Product documents (issue 15): each product's own PDFs (datasheets, catalogues), as title and
-- /media path pairs, beside its links to files on other sites ("downloads").
ALTER TABLE "products" ADD COLUMN "documents" jsonb DEFAULT '[]'::jsonb NOT NULL;
