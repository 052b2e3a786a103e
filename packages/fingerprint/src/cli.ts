process.stdout.write('antena-fp: not built yet\n');
