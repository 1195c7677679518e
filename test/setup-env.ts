// The SDK warns on every Node 20 process; the reason is recorded in docs/decisions/0005.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
