// The SDK warns on every Node 20 process; the reason is recorded in docs/decisions/0005. Imported
// first by the entry points, because the SDK checks when its first client is made, which can
// happen while later imports are evaluated.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
