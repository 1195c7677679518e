// The shared helpers (test/integration/local-stack.ts) read LOCAL_STACK_FILE: in the shipped
// suites, that is the shipped stack's. Each test file has its own copy of the environment.
process.env.LOCAL_STACK_FILE = process.env.SHIPPED_STACK_FILE;
