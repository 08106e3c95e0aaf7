-- The account slow-down is gone: a correct password is always checked and admitted (docs/decisions/003-auth-design.md).
DROP TABLE "login_slowdowns" CASCADE;