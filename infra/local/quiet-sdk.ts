// The SDK warns on every Node 20 process; the reason is recorded in docs/decisions/0005. Imported
// first by the entry points, because the SDK checks when its first client is made, which can
// happen while later imports are evaluated.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

// The shipped bundles carry an SDK of their own and see only their function's environment (as in
// Lambda, whose Node 24 never draws the warning): theirs is dropped here instead.
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
  const text = typeof warning === 'string' ? warning : warning.message;
  if (text.startsWith('NodeVersionSupportWarning:')) return;
  (emitWarning as (...args: unknown[]) => void)(warning, ...rest);
}) as typeof process.emitWarning;
