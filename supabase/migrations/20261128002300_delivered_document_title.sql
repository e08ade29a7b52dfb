-- Issue 28, item 9: a delivered "Other document" says what it is. Staff type its title, which
-- the customer reads in their account, in the mail and in the downloaded file's name. Rows
-- delivered before this keep no title (the check is not validated against them).
alter table public.application_documents
  add column title text check (char_length(title) between 1 and 120);
alter table public.application_documents
  add constraint application_documents_other_title_check
  check (kind <> 'delivered' or category is distinct from 'other' or title is not null) not valid;
