// Placeholder: `npm run admin:create` is built with the identity work.
console.error('admin:create is not available yet.');
process.exit(1);
