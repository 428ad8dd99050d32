module mecanoid

go 1.24
